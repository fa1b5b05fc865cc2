/** How often the server looks at its clocks (a shot clock run out, the away rule), ms: a second is the clocks' resolution. */
export const TICK_MS = 1000;
