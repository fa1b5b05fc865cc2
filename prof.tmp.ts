import { scalingRack } from './src/cli/bench-racks.ts';
import { simulate } from './src/physics/simulate.ts';
for (const [balls, speed] of [[16, 5.24], [22, 5.24], [32, 5.24], [32, 10.7]] as const) {
  for (let seed = 0; seed < 10; seed++) {
    const t0 = process.cpuUsage();
    const rec = simulate(scalingRack(balls, speed, seed));
    const d = process.cpuUsage(t0);
    const byType: Record<string, number> = {};
    for (const e of rec.events) byType[e.type] = (byType[e.type] ?? 0) + 1;
    const segs = rec.trajectory.balls.map((b) => b.segments.length);
    console.log(balls, speed, seed, ((d.user + d.system) / 1000).toFixed(2) + 'ms', 'events', rec.events.length, 'segs', segs.reduce((a, b) => a + b, 0), 'max seg/ball', Math.max(...segs), JSON.stringify(byType), 'endT', rec.trajectory.endT.toFixed(2));
  }
}
