import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@/config/product';
import { homeSection, paths, sections } from '@/config/paths';
import { Logo } from './logo';

const linkGroups = [
  {
    title: 'Make music',
    links: [
      { label: 'Create a song', to: homeSection(sections.partyGuest) },
      { label: 'Pricing', to: homeSection(sections.pricing) },
      { label: 'Jukebox', to: paths.jukebox },
      { label: 'Shared Songs', to: paths.sharedSongs },
    ],
  },
  {
    title: 'Your party',
    links: [
      { label: 'Account', to: paths.account },
      { label: 'Friends', to: paths.friends },
      { label: 'Earnings', to: paths.earnings },
    ],
  },
  {
    title: 'Community',
    links: [
      { label: 'About', to: paths.about },
      { label: 'Suggestions', to: paths.suggestions },
      { label: 'Help & Support', to: paths.help },
    ],
  },
];

const linkClasses = 'text-ink-muted underline-offset-4 transition hover:text-ink hover:underline';

/** The founder's story in short, with the ways to learn more or talk to us. */
function OwnerStory() {
  return (
    <section
      aria-labelledby="owner-story-heading"
      className="rounded-3xl border border-line bg-surface/80 p-6 sm:p-8"
    >
      <h2 id="owner-story-heading" className="font-display text-xl font-bold">
        About the founder
      </h2>
      <p className="mt-3 text-ink-muted">
        {PRODUCT_NAME} began at a birthday party where the playlist never said anyone's name. Our
        founder wanted a song that called every friend onto the dance floor, and built one. Today
        {` ${PRODUCT_NAME}`} turns a list of names into a party anthem with moves to match, and every
        feature starts as an idea from people like you.
      </p>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
        <li>
          <Link to={paths.about} className="text-party-rose underline-offset-4 hover:underline">
            Read our story
          </Link>
        </li>
        <li>
          <Link to={paths.help} className="text-party-rose underline-offset-4 hover:underline">
            Get help
          </Link>
        </li>
        <li>
          <Link to={paths.suggestions} className="text-party-rose underline-offset-4 hover:underline">
            Suggest a feature
          </Link>
        </li>
      </ul>
    </section>
  );
}

export function SiteFooter() {
  return (
    <footer className="mt-auto border-t border-white/10 bg-night">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:px-8">
        <OwnerStory />
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {linkGroups.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-bold tracking-widest text-party-gold uppercase">{group.title}</h2>
              <ul className="mt-4 space-y-3 text-sm">
                {group.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className={linkClasses}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-ink-muted sm:flex-row sm:px-6 lg:px-8">
          <Logo />
          <p>
            © {new Date().getFullYear()} {PRODUCT_NAME}. Made for dance floors everywhere.
          </p>
        </div>
      </div>
    </footer>
  );
}
