/** Standard ball colours as CSS hex (1-8 solids, 9-15 the same colours striped): the 3-D scene and the diagrams. */
export const BALL_COLOURS_HEX: Readonly<Record<string, string>> = {
  cue: '#f7f4ea', '1': '#f2c200', '2': '#1f3fbf', '3': '#d42a1e', '4': '#5b2a86', '5': '#ef6a12', '6': '#1e7a3a', '7': '#7a1f1f', '8': '#111111',
  '9': '#f2c200', '10': '#1f3fbf', '11': '#d42a1e', '12': '#5b2a86', '13': '#ef6a12', '14': '#1e7a3a', '15': '#7a1f1f',
  'lag-A': '#f7f4ea', 'lag-B': '#f0e68c',
};
