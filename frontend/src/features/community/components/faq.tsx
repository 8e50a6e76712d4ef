import { Accordion } from 'radix-ui';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useHelpFacts } from '../api/help';
import { faqCategories } from '../lib/faq';

/** The FAQ accordion in the spec's four categories; its numbers come from the server. */
export function Faq() {
  const { data, isPending, isError } = useHelpFacts();
  if (isPending) return <Spinner label="Loading the FAQ" />;
  if (isError) return <p role="alert">We couldn't load the FAQ. Please try again.</p>;
  return (
    <div className="grid gap-8">
      {faqCategories(data).map((category) => (
        <section key={category.title} aria-labelledby={`faq-${category.title}`}>
          <h2 id={`faq-${category.title}`} className="mb-3 font-display text-xl font-bold">
            {category.title}
          </h2>
          <Accordion.Root type="multiple" className="grid gap-2">
            {category.items.map((item) => (
              <Accordion.Item key={item.question} value={item.question} className="rounded-xl border border-line bg-night/40">
                <Accordion.Header>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-4 py-3 text-left font-semibold">
                    {item.question}
                    <ChevronDownIcon className="h-4 w-4 shrink-0 transition group-data-[state=open]:rotate-180" />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content className="px-4 pb-4 text-ink-muted">{item.answer}</Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </section>
      ))}
    </div>
  );
}
