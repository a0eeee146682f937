/** Who is signed in, as the admin pages show them: enough for the header and for hiding owner-only links. */
export type Viewer = {
  id: number;
  name: string;
  email: string;
  role: "owner" | "member";
  twoFactor: boolean;
};

/** The signed-in person's viewer facts (never a hash or a secret). */
export function viewerOf(user: Viewer): Viewer {
  return { id: user.id, name: user.name, email: user.email, role: user.role, twoFactor: user.twoFactor };
}
