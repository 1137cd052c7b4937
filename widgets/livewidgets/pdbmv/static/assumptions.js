// The assumptions widget is static: its tables come from the engine at build time, so it is
// ready as soon as it is mounted and never starts Python.
export async function mount() {}
