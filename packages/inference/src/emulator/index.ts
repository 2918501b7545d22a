export const EMULATOR = true;
