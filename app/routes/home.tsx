import { Link } from "react-router";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Digital Marketing Agency in Lucknow | Elevate Digital",
    description:
      "SEO, social media, web design and performance ads from a Lucknow team that reports every rupee. Get your free proposal.",
    path: "/",
  });
}

export default function Home() {
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-navy-950 via-navy-900 to-brand-700 px-4 py-24 text-white">
        <div className="mx-auto max-w-7xl">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
            Elevate Your Brand with Strategic Digital Marketing
          </h1>
          <Link
            to="/contact"
            className="mt-8 inline-block rounded-pill bg-white px-6 py-3 font-semibold text-navy-900"
          >
            Get Your Free Proposal
          </Link>
        </div>
      </section>
    </main>
  );
}
