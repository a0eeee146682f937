// The site's content as it shipped before it became editable (issue 18): the four blog posts, the three
// open jobs, the general FAQs and the agency's contact facts, copied here once so that migration 0014 gives a fresh install and an
// upgraded one the same site as before. A migration's data never changes after it ships; the agency edits
// its content in the admin from then on.

export const shippedPosts = [
  {
    slug: "google-business-profile-local-seo-lucknow",
    title: "Local SEO in Lucknow: Getting Your Google Business Profile Right",
    date: "2025-03-12",
    excerpt:
      "When someone in Gomti Nagar searches for a dentist, a caterer or a coaching centre, the map pack decides who gets the call. Here is how to win a place in it with a Google Business Profile that is complete, consistent and alive.",
    body: 'Ask any shop owner in Hazratganj where new customers come from and you will increasingly hear: "They found us on Google." Not through the website or an advert, but on the small map with three businesses under it that appears for "cake shop near me" or "CA in Indira Nagar". That box is the local pack, and each entry in it is a Google Business Profile.\n\nFor a small business in Lucknow, a well-kept profile is usually the cheapest source of enquiries there is. It costs nothing, it shows your phone number, route and hours right in the search results, and it works on the phone of a customer standing two streets away. Yet most profiles we audit are half finished. Here is what we fix first.\n\n## Start with the basics: claim, verify and be exact\n\nIf you have not claimed your profile, search for your business name on Google Maps. There may already be a listing created by a customer or by Google itself. Claim it rather than making a second one, because duplicates split your reviews and confuse the map.\n\nVerification is now usually done by video: you record the signboard, the entrance and a glimpse of the work inside, so plan it for a time when the shutter is open.\n\nThen be exact about three things, known as NAP: **name, address and phone**. Use the name on your board, not one stuffed with keywords like "Best Bakery Lucknow Cheap Cakes"; Google suspends profiles for that, and competitors report it. Write the address the way a courier would find it, with a landmark, and check that the pin sits on your actual door. In older areas such as Chowk and Aminabad, pins are often a hundred metres off, which alone can cost you walk-ins.\n\n## Choose categories like a customer would search\n\nThe primary category is the strongest signal for which searches you appear in. A shop selling sweets and namkeen should put first whichever most buyers search for, and add the other as a secondary category. The categories of the top three results for your main search show what Google expects.\n\nFill in the services or products section too: each item is text Google can match to a search.\n\n## Photos that do the selling\n\nProfiles with recent photos get noticeably more requests for directions and calls. Add:\n\n- the outside of the shop in daylight, so people recognise it from the road;\n- the inside, clean and well lit;\n- your team at work, because people like to see who they will meet;\n- your products or finished projects, ideally a few new ones every month.\n\nWipe the lens, shoot in landscape and skip heavy filters. Real, recent photos beat stock images every time.\n\n## Reviews: ask, reply and keep them coming\n\nReviews move you up the local pack and persuade the person reading them. Businesses that collect them steadily ask at the right moment: a small QR code for your review link at the billing counter, or the link on WhatsApp after a delivery with a short, personal thank-you.\n\nReply to every review, good or bad, within a couple of days. For a complaint, apologise briefly, say what you have changed and offer to talk offline; future customers read your replies as closely as the reviews. Reviews in Hindi count just as much as English ones, and replying in the customer\'s language is a nice touch.\n\nNever buy reviews or offer discounts in exchange for five stars. Google filters them, and a sudden burst of generic praise is the fastest way to lose trust.\n\n## Keep the profile alive\n\nAn untouched profile slowly slips. Four habits keep it fresh:\n\n1. **Post weekly.** Google Posts can announce an offer, a new menu or a festive timing. A Diwali sweets pre-order post in October or a monsoon service camp post in July is exactly what people are searching for at that moment.\n2. **Update special hours.** Set holiday hours before Holi, Eid and Diwali so nobody arrives to a closed shutter.\n3. **Answer questions.** The Q&A section is public. Add the three questions you hear most on the phone, with your own answers, so they are there before anyone asks.\n4. **Check the insights monthly.** See which searches found you and how many people called or asked for directions.\n\n## Make your website agree with your profile\n\nGoogle trusts a profile more when the rest of the web says the same thing. Put the same name, address and phone on your website\'s contact page and footer, and where an old directory listing differs, fix it rather than adding a new one.\n\n## What results to expect\n\nFor most local businesses we work with, a neglected profile starts showing more calls and direction requests within a few weeks of these fixes. Reaching the top three for competitive searches takes longer and depends on your reviews, your distance from the searcher and your website. Local SEO is steady work, not a trick, but few things give a Lucknow business a better return on an hour a week.\n\nIf you would like a second pair of eyes on your profile, we are happy to review it with you during a free consultation.\n',
  },
  {
    slug: "instagram-reels-for-lucknow-restaurants",
    title: "Instagram Reels for Lucknow Restaurants: A Month of Ideas That Fill Tables",
    date: "2025-04-09",
    excerpt:
      "Lucknow already has the most photogenic food in India. A simple Reels routine, shot on a phone between lunch and dinner service, can turn that into weekend queues. Here is the plan we give our restaurant clients.",
    body: 'Lucknow eats with its eyes first. The slow pour of nihari, the galouti kebab that falls apart on the tawa, the steam rising off a fresh sheermal: this is food that was made for short vertical video. Yet most restaurant accounts we see in the city still post a flat photo of a thali once a week and wonder why nobody comments.\n\nInstagram Reels are the format that reaches people who do not follow you yet. For a restaurant, that is exactly the audience that matters: the college crowd in Kapoorthala looking for a Friday plan, the family in Gomti Nagar choosing where to take guests on Sunday, the visitor who has just landed at Amausi and wants "the real Lucknow food". Here is how to reach them without hiring a film crew.\n\n## What you need (less than you think)\n\nA recent phone, a cheap clip-on light for the evening and a clean corner of the kitchen are enough. Shoot in the quiet hour between lunch and dinner, when the light is good and the staff have time. Record in vertical, hold the phone steady with both hands or rest it on a glass, and film a few seconds more than you need at each end so you can trim.\n\nKeep every Reel short, usually between 7 and 20 seconds. The first second decides whether someone keeps watching, so open on the most appetising moment, not on your signboard.\n\n## Five formats that work for restaurants\n\n1. **The hero shot.** One dish, one movement: ghee going onto a hot kulcha, a spoon breaking the crust of a dum biryani. Add the dish name and price as text. Simple, and it is the format that most often gets shared.\n2. **Behind the counter.** Your cook marinating the seekh, the tandoor being lit at five o\'clock. People trust food they have seen being made, and it shows off the skill in your kitchen.\n3. **The menu in fifteen seconds.** Quick cuts of six dishes with the names on screen. Pin it to the top of your profile so every new visitor sees what you serve.\n4. **Faces and stories.** A thirty-second chat with the owner about how the recipe came from his grandmother in Chowk, or a regular customer explaining her usual order. Stories give people a reason to choose you over the place next door.\n5. **Timely posts.** Sehri and iftar specials in Ramzan, thandai for Holi, a monsoon pakora platter when the first rain hits. Topical Reels ride on what people are already talking about.\n\n## Sound, captions and hashtags\n\nMost people scroll with the sound off at first, so put the key words on screen: dish, price, area. When you use trending audio, pick tracks that match the mood of the food rather than whatever is number one this week. For videos with speaking, add captions; Instagram\'s auto-captions are decent but check the spelling of dish names.\n\nWrite captions like you talk, in English, Hindi or a mix of both, and end with a clear next step: "Table for four this Sunday? Call or WhatsApp us." Add your location tag every time, since people browse places in their own area. A handful of focused hashtags such as #lucknowfood or #gomtinagarcafe beats thirty generic ones.\n\n## A simple month plan\n\nThree Reels a week is a rhythm a small team can keep:\n\n- **Monday:** a hero shot of the dish you most want to sell this week.\n- **Wednesday:** behind the counter or a story Reel.\n- **Friday:** a weekend Reel, such as the menu in fifteen seconds, a live music night or a family platter offer.\n\nBatch-shoot all three on one afternoon, edit them in the free editor inside Instagram or a simple phone app, and schedule them. Reply to every comment within the day; early conversation tells Instagram the Reel is worth showing to more people.\n\n## Turn views into tables\n\nViews are pleasant, bookings pay the rent. Make it easy to act:\n\n- Put your phone number, a WhatsApp link and your Google Maps location in the bio.\n- Mention the Reel when customers arrive ("Saw us on Instagram? Ask for the galouti platter.") so staff can count where guests come from.\n- Once a Reel does well on its own, put a small paid boost behind it for people within a few kilometres. Meta lets you start with a daily budget of a few hundred rupees, and a proven Reel is the safest thing to spend on.\n\n## Measure what matters\n\nCheck your insights every fortnight. Look at reach from non-followers, saves and shares rather than likes; a saved Reel is a meal someone is planning. Then make more of what worked. Most of our restaurant clients find that two or three formats clearly outperform the rest within the first month.\n\nGood food is already the hardest part, and Lucknow\'s kitchens have that covered. A steady Reels routine simply lets the rest of the city see it.\n',
  },
  {
    slug: "website-speed-checklist-for-small-businesses",
    title: "The Website Speed Checklist for Indian Small Businesses",
    date: "2025-05-07",
    excerpt:
      "Most of your visitors arrive on a mid-range Android phone over mobile data. If your site takes six seconds to show anything, many of them never see it. Twelve checks you can run this week, no developer degree needed.",
    body: 'Picture your typical customer. They are on a mid-range Android phone, on mobile data that is fast one minute and patchy the next, perhaps in an auto between Alambagh and Charbagh. They tap your link from Google or WhatsApp and wait. If nothing useful appears in the first two or three seconds, a good share of them press back and tap the next result.\n\nSpeed is not a technical vanity metric. It decides how many of the people you paid to attract actually see your offer, and Google uses it as one of the signals for ranking. The good news is that most slow small-business sites are slow for the same handful of reasons. Here is the checklist we run on every site before we touch anything else.\n\n## First, measure honestly\n\nOpen **PageSpeed Insights**, paste your home page address and look at the mobile tab, not the desktop one. Note three numbers from the Core Web Vitals:\n\n- **Largest Contentful Paint (LCP):** how long until the main content shows. Aim for under 2.5 seconds.\n- **Interaction to Next Paint (INP):** how quickly the page reacts to a tap. Aim for under 200 milliseconds.\n- **Cumulative Layout Shift (CLS):** how much things jump around while loading. Aim for under 0.1.\n\nIf the report shows field data from real Chrome users, trust it over the lab score. Then test your most important page, usually a service or product page, the same way.\n\n## The checklist\n\n### Images\n\n1. **Resize before uploading.** A photo straight from a phone can be 4,000 pixels wide and 5 MB. For a full-width banner, 1,600 pixels is plenty; for a card, 600.\n2. **Use modern formats.** WebP or AVIF files are often a third of the size of a JPEG at the same quality. Most website builders and WordPress plugins can convert automatically.\n3. **Lazy-load below the fold.** Images further down the page should load only when the visitor scrolls near them. The main banner should not be lazy-loaded; it should load first.\n4. **Give every image its width and height.** This reserves the space and stops the text from jumping when the image arrives, which fixes most layout shift problems.\n\n### Scripts and plugins\n\n5. **Count your plugins and widgets.** Every slider, popup, chat bubble, review widget and tracking pixel adds code the phone must download and run. Remove anything you cannot name a reason for.\n6. **Replace heavy embeds with a preview.** A YouTube video or a Google Map embedded directly can download more than the rest of your page combined. Show an image first and load the real embed only when someone clicks.\n7. **Load one set of analytics, not three.** We often find the same site running two versions of Google Analytics and an old Facebook pixel nobody uses.\n\n### Fonts and design\n\n8. **Limit custom fonts.** Two families with two weights each is a sensible ceiling. Every extra weight is another file to download before text looks right.\n9. **Skip the autoplay slider.** Big rotating banners are slow, rarely read past the first slide and push your real message down. One strong headline with one button works better.\n\n### Hosting and delivery\n\n10. **Host close to your customers.** If your buyers are in India, a server in Mumbai or Delhi NCR answers noticeably faster than one in the United States. Ask your host where the server is.\n11. **Turn on caching and compression.** Page caching and Brotli or gzip compression are often a single switch in the hosting panel and can halve load times.\n12. **Use a CDN for images and files.** A content delivery network serves your files from a location near each visitor, which helps when customers come from across the country.\n\n## What to fix first\n\nDo not try everything at once. Start with images, because they are usually the heaviest part of a small-business page and the easiest to fix. Then remove the scripts you do not need. Measure again after each change so you know what helped.\n\nOn the sites we rebuild, these steps alone commonly take a mobile score from the 30s into the 80s or 90s, and LCP from over five seconds to under two and a half. More importantly, enquiries tend to rise, because more of the people who click actually get to see the page.\n\n## Keep it fast\n\nSpeed slips over time as new banners, plugins and tracking codes are added. Put a reminder in your calendar to re-run PageSpeed Insights once a month, and make "will this slow the site down?" a question you ask before adding anything new.\n\nIf you would like us to run this checklist for you, our team can send a free audit with the five changes that will make the biggest difference to your site.\n',
  },
  {
    slug: "whatsapp-marketing-for-small-businesses",
    title: "WhatsApp Marketing Without the Spam: A Playbook for Local Businesses",
    date: "2025-06-18",
    excerpt:
      "Your customers already live on WhatsApp. Used with care, it is the warmest sales channel you have; used carelessly, it gets you blocked. How to set up WhatsApp Business, grow an opt-in list and send messages people are glad to receive.",
    body: 'In India, WhatsApp is not just another app on the phone. It is where families share news, where shopkeepers take orders and where most of us would rather send a message than make a call. For a small business in Lucknow, that makes it the most personal marketing channel there is, and the easiest one to get wrong.\n\nSend a useful reminder and a customer thanks you. Send a forwarded poster to five hundred numbers that never asked for it and you are reported, blocked and, eventually, banned. This playbook is about the first kind.\n\n## Step 1: Set up WhatsApp Business properly\n\nIf you still run the business from a personal WhatsApp account, switch to the free **WhatsApp Business** app. It keeps your chats, and adds the tools you need:\n\n- **A business profile** with your address, hours, website and a short description. Use the same name and address as your Google Business Profile so customers recognise you.\n- **A catalogue** of products or services with prices and photos, which you can share in one tap.\n- **Quick replies** for the questions you answer ten times a day, such as your timings, delivery areas or fee for a consultation.\n- **Labels** to sort chats into new enquiry, order placed, payment pending and repeat customer.\n- **A greeting and an away message**, so someone writing at night knows when you will reply.\n\nWhen your volume grows beyond what one phone can manage, the WhatsApp Business Platform (the API) lets several team members answer from one number and lets you send approved template messages at scale through a provider. Start with the app; move when you genuinely need to.\n\n## Step 2: Build a list of people who asked to hear from you\n\nConsent is the line between marketing and spam, and it matters more now that India\'s Digital Personal Data Protection Act sets clear expectations about using personal data. Only message people who have agreed to it. Good ways to earn that agreement:\n\n- a "Chat with us" button on your website and Instagram bio, so the customer writes first;\n- a QR code at the counter with a line such as "Get our weekly specials on WhatsApp";\n- a tick-box on your booking or order form that says clearly what you will send and how often.\n\nKeep a simple record of who opted in and when. Make leaving easy too: tell people they can reply STOP at any time, and honour it the same day.\n\n## Step 3: Send messages worth opening\n\nThe golden rule is to send less, and send better. For most businesses, one to four messages a month is plenty. What works:\n\n1. **Reminders that save the customer effort.** "Your car service is due next week. Shall we book Saturday morning?" These are the most welcome messages you can send.\n2. **Order and appointment updates.** Confirmation, dispatch, "our technician is on the way". Customers remember businesses that keep them informed.\n3. **Offers for the right people.** Use your labels. A festive discount on sarees sent only to customers who bought sarees before will outperform a blast to everyone.\n4. **Something useful.** A tuition centre sharing exam tips, a clinic sharing a monsoon health note, a hardware shop explaining how to prevent a leaking terrace before the rains.\n\nWrite the way you would speak to a regular customer at the counter: short, warm, in English or Hindi as your customers prefer, with one clear action at the end. A good photo helps; a wall of emojis and capital letters does not.\n\n## Step 4: Use broadcast lists and status, not groups\n\nDo not add customers to a group they did not ask to join: everyone sees everyone else\'s number, and it feels like an intrusion. **Broadcast lists** send the message to each person individually, and they only receive it if they have saved your number, which is a useful built-in check on consent.\n\n**Status updates** are an underrated free channel. New stock, today\'s special or a behind-the-scenes photo posted to your status reaches every customer who has saved your number, without sending them anything.\n\n## Step 5: Connect it to the rest of your marketing\n\nWhatsApp works best as the place where conversations finish. Add a click-to-chat link to your website, Google Business Profile and Instagram. Run Meta ads that open a WhatsApp chat instead of a form, so the enquiry lands in the inbox you already check. Then track it: ask new customers how they found you and count the chats that turn into sales each month.\n\n## Keep it human\n\nThe businesses that do well on WhatsApp treat it like their counter, not a loudspeaker. They reply quickly, remember their regulars and only write when they have something worth saying. Do that, and WhatsApp becomes the channel your customers look forward to.\n',
  },
] as const;

export const shippedJobs = [
  {
    id: 1,
    title: "Digital Marketing Executive",
    type: "Full Time",
    location: "Remote / Gurgaon",
    salary: "₹3.6–5.4 lakh a year",
    description: `Plan and run SEO, social and paid campaigns for our clients, read the numbers every week and turn them into the next step.

#### What you will do
- Run Google Ads and Meta campaigns for four to six local clients, from the first keyword list to the weekly bid changes.
- Keep each client's Google Business Profile, local listings and monthly SEO tasks on schedule.
- Build the monthly report with the account manager, and explain it to the client on a call.
- Propose one test a month: a new audience, a landing page change, a fresh offer.

#### What we look for
- A year or more of hands-on work with Google Ads or Meta Ads, for an employer or for projects of your own.
- Ease with spreadsheets and Google Analytics 4: you check a number before you quote it.
- Clear written English and conversational Hindi, as clients call in both.

#### What we offer
- A named mentor for your first three months, and a paid Google Ads certification.
- Client accounts of your own from the second month, with a senior reviewing every launch.
- Flexible hours around an 11:00–16:00 overlap, and a laptop if you need one.
`,
  },
  {
    id: 2,
    title: "React Developer",
    type: "Internship / Full Time",
    location: "Remote",
    salary: "₹20,000 a month as an intern; ₹6–9 lakh a year full time",
    description: `Build fast, accessible websites and landing pages in React and TypeScript, and help us ship the tools our team uses daily.

#### What you will do
- Turn our designers' files into responsive pages that load fast on a mid-range phone and work without a mouse.
- Build landing pages for client campaigns, with forms that reach the client's inbox and count as conversions.
- Improve our own admin: the inbox, the scheduler and the editor this very job post was written in.
- Review a colleague's pull request every day, and have yours reviewed.

#### What we look for
- Work you can show us in React with TypeScript, ideally with a server side (React Router, Next.js or Express).
- Care for semantic HTML, keyboard use and page speed.
- For the internship: final-year students and recent graduates are welcome; we teach the rest.

#### What we offer
- A paid internship that can become a full-time offer after six months.
- A senior developer pairing with you twice a week.
- A yearly budget for books and courses, and Friday afternoons for learning.
`,
  },
  {
    id: 3,
    title: "Content Writer",
    type: "Part Time",
    location: "Remote",
    salary: "₹18,000–24,000 a month",
    description: `Write clear blog posts, service pages and ad copy in English for Indian businesses, researched and optimised for search.

#### What you will do
- Write four to six pieces a month: blog posts, service pages, newsletters and ad variations.
- Research each topic with our SEO lead, from search intent to the questions customers really ask.
- Interview clients by phone, so their expertise, not filler, carries the article.

#### What we look for
- Published writing in English you can share; writing in Hindi is a plus.
- Respect for facts and sources, and a habit of cutting words.
- About 20 hours a week at times you choose, with one video call a week.

#### What we offer
- A steady monthly retainer, and edits that make you a better writer.
- Your name on the articles you write for our blog.
- A first month in which each piece is edited together with you on a call.
`,
  },
] as const;

export const shippedFaqs = [
  {
    question: "How soon will I see results from digital marketing?",
    answer:
      "Paid campaigns on Google and Meta start bringing enquiries within days of launch. For a complete plan that mixes ads, social media and SEO, most of our clients see clear, measurable growth within 4–6 weeks, and the gains keep compounding after that.",
    group: "process",
    home: true,
  },
  {
    question: "Do you only work with businesses in Lucknow?",
    answer:
      "Lucknow is home and we love meeting clients in person at our Gomti Nagar office, but about half of the brands we serve are elsewhere in India or abroad. Strategy calls, reports and reviews all work just as well over video.",
    group: "process",
    home: true,
  },
  {
    question: "What does a digital marketing plan with you cost?",
    answer:
      "It depends on the channels and the size of your market. After a free consultation we send a fixed monthly quote that lists every deliverable, with no long lock-in: you can pause or change the plan at the end of any month.",
    group: "pricing",
    home: true,
  },
  {
    question: "How will I know what my money is doing?",
    answer:
      "You get a live dashboard and a plain-language report every month showing leads, sales, cost per lead and what we will change next. Your ad accounts stay in your name, so you always see the same numbers we do.",
    group: "reporting",
    home: true,
  },
  {
    question: "What happens in the free consultation?",
    answer:
      "A 30-minute call, by phone or video, with a strategist rather than a salesperson. We look at your website, your Google Business Profile and what your nearest competitors are doing, and name the two or three changes we would make first. If we are not the right fit for you, we say so.",
    group: "process",
    home: false,
  },
  {
    question: "Who will I work with day to day?",
    answer:
      "One account manager who knows your business, backed by the specialists your plan needs: an SEO lead, a designer, a copywriter, an ads analyst. You can reach your manager on WhatsApp during office hours and get an answer the same working day.",
    group: "process",
    home: false,
  },
  {
    question: "Is there a minimum budget for advertising?",
    answer:
      "We do not set one, but we will tell you plainly when a budget is too thin to learn from. Most local businesses in Lucknow start Google Search ads at ₹15,000–25,000 a month in ad spend, paid straight to Google from your own account, with our management fee on top.",
    group: "pricing",
    home: false,
  },
  {
    question: "Do you charge a setup fee?",
    answer:
      "Not for monthly plans: the first month's fee covers the audit, the tracking set-up and the launch. Websites are quoted at a fixed price, paid in two or three milestones, with the scope agreed in writing before any work begins.",
    group: "pricing",
    home: false,
  },
  {
    question: "Which numbers do you report on?",
    answer:
      "The ones that reach your bank account: enquiries, calls, bookings and sales, and what each of them cost. Impressions and followers appear too, but only as context. Every report ends with what we learned and what we will try next month.",
    group: "reporting",
    home: false,
  },
  {
    question: "Can I see my ad and analytics accounts myself?",
    answer:
      "Yes. Your Google Ads, Meta Business, Analytics and Search Console accounts are opened in your name, with us added as managers. If we ever part ways, you keep every account, campaign and year of history.",
    group: "reporting",
    home: false,
  },
  {
    question: "How long is the contract?",
    answer:
      "Monthly plans start with three months, the time SEO and advertising need to give numbers you can trust, and then run month to month. Either side can end the plan with 30 days' notice, and there are no cancellation fees.",
    group: "contracts",
    home: false,
  },
  {
    question: "Who owns the website and content you make for us?",
    answer:
      "You do, once its invoice is paid: the design files, the code, the copy and any photographs we commission. We hand over the logins and files at launch, and will help move the site to another host if you ever ask.",
    group: "contracts",
    home: false,
  },
  {
    question: "Do you work with small shops and new businesses?",
    answer:
      "Many of our clients are family businesses with one or two outlets. We shape the plan to the stage you are at: sometimes that means a well-kept Google profile and a simple website before any advertising at all.",
    group: "general",
    home: false,
  },
  {
    question: "Can you write in Hindi as well as English?",
    answer:
      "Yes. Our writers create ads, social posts and landing pages in Hindi, English or both, and we test which language brings more enquiries from your customers instead of guessing.",
    group: "general",
    home: false,
  },
] as const;

/**
 * The home page's logo strips as they shipped: each drawn in the code (app/components/art), named here
 * by its company's name, which is how the strip finds its art.
 */
export const shippedLogos = {
  clients: [
    "Awadh Organics",
    "Gomti Realty",
    "Chikan Threads",
    "Tehzeeb Tea",
    "Nawab Motors",
    "Lakshya Academy",
  ],
  press: [
    "The Lucknow Ledger",
    "BizUP Review",
    "Startup Awadh",
    "MarketMantra",
    "Growth Gazette",
    "Daily Brand Wire",
  ],
};

/** How to reach the agency, as site.ts had it (the shape of `SiteFacts` in app/site-facts). */
export const shippedSiteFacts = {
  phone: "+91 98390 12345",
  whatsapp: "+91 98390 12345",
  email: "hello@elevatedigital.in",
  address: {
    street: "3rd Floor, Shalimar Titanium, Vibhuti Khand, Gomti Nagar",
    locality: "Lucknow",
    region: "Uttar Pradesh",
    postalCode: "226010",
    country: "India",
  },
  map: {
    linkUrl: "https://www.google.com/maps/search/?api=1&query=Gomti+Nagar+Lucknow",
    embedUrl:
      "https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3559.5!2d81.0011!3d26.8612!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zR29tdGkgTmFnYXIsIEx1Y2tub3c!5e0!3m2!1sen!2sin!4v1700000000000",
  },
  officeHours: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as Array<
      "Sunday" | "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday"
    >,
    opens: "09:00",
    closes: "17:00",
  },
  social: { facebook: "", instagram: "", twitter: "", linkedin: "" },
};

/**
 * Three case studies to show how the /work pages read: example content (fictional clients, like the
 * logos) that the agency replaces with its own in the editor.
 */
export const shippedCaseStudies = [
  {
    slug: "tunday-tales-restaurant-delivery-orders",
    title: "Doubling a Lucknow restaurant's direct orders in four months",
    client: "Tunday Tales, Aminabad",
    date: "2025-05-20",
    excerpt:
      "A family kebab house lost a fifth of every delivery order to aggregator commissions. A refreshed Google profile, a fast ordering page and a WhatsApp routine moved regulars to ordering direct.",
    body: `## The problem
Tunday Tales has served galouti kebabs in Aminabad since 1994. By 2024 two thirds of its evening orders came through delivery apps, each paying a commission of up to 25 percent, and the owners had no way to talk to the customers who ordered most.

## What we did
- **Google Business Profile.** New photos every week, the menu as products, and replies to every review within a day, in Hindi or English as the review was written.
- **A direct ordering page.** A one-page menu that loads in under two seconds on a budget phone, with orders arriving on the restaurant's WhatsApp Business number.
- **A reason to order direct.** A free portion of sheermal with every direct order over ₹600, printed on the bag of every delivery-app order too.
- **Weekly numbers.** Every Monday, a one-page report: direct orders, app orders, and what each cost.

## What changed
Four months in, direct orders had more than doubled and the restaurant's cost per order had fallen by a third. The aggregators still bring new customers; the regulars now order direct.`,
    results: [
      { label: "Direct orders a month", before: 310, after: 690, unit: "" },
      { label: "Share of orders placed direct", before: 34, after: 58, unit: "%" },
      { label: "Google profile calls a month", before: 120, after: 305, unit: "" },
    ],
  },
  {
    slug: "shifa-dental-clinic-appointments",
    title: "Filling a dental clinic's weekday diary from search",
    client: "Shifa Dental Care, Indira Nagar",
    date: "2025-08-11",
    excerpt:
      "A two-chair clinic was busy on Saturdays and quiet the rest of the week. Local SEO, treatment pages patients understand and online booking filled the weekdays.",
    body: `## The problem
Shifa Dental Care's two dentists were booked solid on Saturdays and had empty chairs from Monday to Thursday. Almost all new patients came by word of mouth, and the clinic's website, a single page with a phone number, did not appear when people nearby searched for a dentist.

## What we did
- **Local SEO.** A complete Google Business Profile with the clinic's real hours, treatments and photos, and consistent listings on the directories patients use.
- **Treatment pages in plain words.** Root canals, aligners and children's dentistry, each with what happens, how long it takes and a price range, written with the dentists and reviewed by them.
- **Booking in two taps.** Weekday slots bookable online, with a reminder the evening before, so fewer patients forget.
- **A monthly review.** Which searches brought calls, which pages led to bookings, and what to write next.

## What changed
In six months the clinic's weekday chairs went from about half to more than four fifths full, and missed appointments fell by half with the reminders.`,
    results: [
      { label: "New patients a month", before: 22, after: 61, unit: "" },
      { label: "Weekday chairs booked", before: 48, after: 83, unit: "%" },
      { label: "Missed appointments", before: 14, after: 7, unit: "%" },
    ],
  },
  {
    slug: "kaarigar-chikan-d2c-growth",
    title: "Taking a chikankari label from marketplaces to its own store",
    client: "Kaarigar Chikan, Chowk",
    date: "2025-10-02",
    excerpt:
      "A label of hand-embroidered kurtas sold mostly on marketplaces, at thin margins. A fast store of its own, Instagram Reels from the workshop and measured ads made it profitable to sell direct.",
    body: `## The problem
Kaarigar Chikan works with forty embroiderers in and around Chowk. Its kurtas sold well on marketplaces, but after commissions, returns and discounts little was left, and the brand's story, handwork that takes days per piece, was lost in a grid of look-alikes.

## What we did
- **A store of its own.** A fast, mobile-first shop with large photographs of the embroidery, sizes explained in centimetres and free returns within Lucknow.
- **The workshop on Instagram.** Weekly Reels of the kaarigars at work, each ending on the piece they made, and a monthly live session with the founder.
- **Measured ads.** Meta and Google Shopping campaigns judged on the return on ad spend, not clicks, with budgets moved every week to the pieces that sold.
- **Repeat customers.** A WhatsApp note when a new collection is ready, sent only to those who asked for it.

## What changed
In five months the brand's own store overtook the marketplaces as its main channel, with every rupee spent on ads returning more than four in sales.`,
    results: [
      { label: "Share of sales on its own store", before: 12, after: 47, unit: "%" },
      { label: "Return on ad spend", before: 1.6, after: 4.3, unit: "x" },
      { label: "Repeat customers", before: 9, after: 27, unit: "%" },
    ],
  },
];
