/**
 * The open positions (spec section 3). The careers page lists them and the server takes a job's
 * title from here when an application arrives, never from the client.
 */
export type Job = {
  _id: string;
  title: string;
  type: string;
  location: string;
  desc: string;
};

export const jobs: readonly Job[] = [
  {
    _id: "1",
    title: "Digital Marketing Executive",
    type: "Full Time",
    location: "Remote / Gurgaon",
    desc: "Plan and run SEO, social and paid campaigns for our clients, read the numbers every week and turn them into the next step.",
  },
  {
    _id: "2",
    title: "React Developer",
    type: "Internship / Full Time",
    location: "Remote",
    desc: "Build fast, accessible websites and landing pages in React and TypeScript, and help us ship the tools our team uses daily.",
  },
  {
    _id: "3",
    title: "Content Writer",
    type: "Part Time",
    location: "Remote",
    desc: "Write clear blog posts, service pages and ad copy in English for Indian businesses, researched and optimised for search.",
  },
];

/** The open job with this id, or undefined. */
export function findJob(id: string): Job | undefined {
  return jobs.find((job) => job._id === id);
}
