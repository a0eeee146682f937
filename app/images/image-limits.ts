/** The largest upload the image API takes (the editor checks it first, to say so before sending). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
