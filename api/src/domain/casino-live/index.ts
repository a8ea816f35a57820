/** Live casino tables: the timetable of rounds and each round's provably-fair result (pure). */
export * from './schedule.ts';
export * from './tables.ts';
