/** The bench's version: the stores' headers and the reference harness's identity (`reference@<version>`) carry it. */
export const BENCH_VERSION = '0.1.0';
