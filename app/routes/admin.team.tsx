// Not built yet: the team-accounts work (issue 16) fills this route in.
export const loader = () => {
  throw new Response("Not Found", { status: 404 });
};
