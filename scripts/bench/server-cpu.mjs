// Where the measured servers run: CPU 1, alone; wrk runs on CPU 0 (wrk.mjs).
export const SERVER_CPU = '1'
