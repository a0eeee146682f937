/** The largest CV the apply form takes (shared by the server's check and the form's hint). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
/** The form field (multipart part) that carries the CV. */
export const CV_FIELD = "cv";
