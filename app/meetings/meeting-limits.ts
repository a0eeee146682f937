/**
 * The limits a meeting keeps, and the title one gets when none is typed: numbers the booking dialog
 * shows before anything is checked. Kept apart from the rules themselves (meeting-rules.ts), which
 * need Zod: the dialog loads those only once it opens.
 */
export const meetingLimits = {
  minMinutes: 15,
  maxMinutes: 4 * 60,
  maxDaysAhead: 90,
  titleMaxLength: 200,
  descriptionMaxLength: 2000,
  nameMaxLength: 100,
  emailMaxLength: 254,
} as const;

export const DEFAULT_MEETING_TITLE = "Free consultation";
