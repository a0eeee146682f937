/**
 * The notice a person sees when the first start generated the admin password: a plain box on stderr,
 * apart from the JSON log lines, saying where to sign in and with what.
 */
export function firstAdminNotice({
  loginUrl,
  email,
  password,
}: {
  loginUrl: string;
  email: string;
  password: string;
}): string {
  const lines = [
    "The first owner's password was generated on this first start.",
    "",
    `  Sign in at  ${loginUrl}`,
    `  E-mail      ${email}`,
    `  Password    ${password}`,
    "",
    "It is shown only this once (only its hash is stored).",
    `Set your own with: npm run admin:user -- ${email}`,
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = "─".repeat(width + 2);
  return [`┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`].join("\n") + "\n";
}
