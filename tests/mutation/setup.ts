// The mutation runs' setup file (vitest.mutation.config.ts). Unlike tests/setup/server-setup.ts it
// leaves the worker's database open after a file: StrykerJS runs the same worker for hundreds of
// short runs, and a new PGlite per file (tens of seconds on a loaded machine) would be most of
// every mutant's time and push slow ones past their timeout. The worker's exit closes it.
export {};
