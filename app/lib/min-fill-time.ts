import { SECOND_MS } from "#app/lib/time-units.ts";

/**
 * People need a few seconds to fill in a form; a submission sooner than this after the token is a bot.
 * The default of the MIN_FILL_TIME_MS setting, here below the configuration that reads it.
 */
export const MIN_FILL_MS = 3 * SECOND_MS;
