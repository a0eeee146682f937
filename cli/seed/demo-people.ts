/**
 * Believable demo people and businesses from Lucknow for seeding a development database and the
 * benchmark. Generation is seeded, so the same run gives the same data.
 */

const firstNames = `
  Aarav Vivaan Aditya Arjun Ishaan Ananya Diya Priya Saanvi Meera Rohit Neha Kavya Rahul Pooja
  Farhan Zoya Imran Ayesha Shreya Vikram Anjali Harsh Nidhi Siddharth Tanvi Kabir Riya Manish
  Sunita
`
  .trim()
  .split(/\s+/);
const surnames = `
  Srivastava Mishra Tripathi Shukla Verma Singh Agarwal Khan Siddiqui Rastogi Awasthi Pandey
  Kapoor Saxena Dubey Rizvi Bajpai Yadav Chaturvedi Gupta
`
  .trim()
  .split(/\s+/);
// A few names written in Devanagari, as some visitors type them (and the CSV export must keep them).
const devanagariNames = ["अनुराग श्रीवास्तव", "सीमा त्रिपाठी", "राजेश मिश्रा", "पूजा वर्मा"];

export const lucknowBusinesses = [
  "Chowk Chikan Emporium",
  "Gomti Nagar Dental Care",
  "Hazratganj Book House",
  "Aminabad Sweets & Namkeen",
  "Awadh Heritage Homestay",
  "Indira Nagar Fitness Studio",
  "Kapoorthala Coaching Centre",
  "Alambagh Auto Spares",
  "Lucknow Organic Farms",
  "Nawabi Dum Biryani House",
  "Mahanagar Pet Clinic",
  "Aliganj Interiors",
];

const emailDomains = ["gmail.com", "yahoo.co.in", "outlook.com", "rediffmail.com"];

/** A small seeded pseudo-random generator (mulberry32): same seed, same sequence. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

export type Random = ReturnType<typeof seededRandom>;

export type DemoPerson = { name: string; email: string; phone: string };

/** A person with a plausible Indian name, personal e-mail and mobile number. */
export function demoPerson(random: Random, index: number): DemoPerson {
  const first = random.pick(firstNames);
  const last = random.pick(surnames);
  const devanagari = random.int(25) === 0;
  const name = devanagari ? random.pick(devanagariNames) : `${first} ${last}`;
  const email = `${first}.${last}${index % 97}@${random.pick(emailDomains)}`.toLowerCase();
  const phone = `+91 9${String(random.int(10_000)).padStart(4, "0")} ${String(random.int(100_000)).padStart(5, "0")}`;
  return { name, email, phone };
}
