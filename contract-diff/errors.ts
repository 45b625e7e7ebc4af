/** BASE or REVISION cannot be read or compared: printed as one line, exit code 2. */
export class InputError extends Error {}
