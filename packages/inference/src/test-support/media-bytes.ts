// Recognises the media the emulator answers by their magic bytes.
export const isPng = (bytes: Uint8Array) => bytes[0] === 0x89 && String.fromCharCode(...bytes.slice(1, 4)) === "PNG";
export const isWav = (bytes: Uint8Array) => String.fromCharCode(...bytes.slice(8, 12)) === "WAVE";
export const isMp4 = (bytes: Uint8Array) => String.fromCharCode(...bytes.slice(4, 8)) === "ftyp";
