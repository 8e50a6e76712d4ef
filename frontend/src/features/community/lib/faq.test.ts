// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { helpFacts } from '@/test/fixtures';
import { faqCategories } from './faq';

const answers = (facts = helpFacts()) => faqCategories(facts).flatMap((c) => c.items.map((i) => `${i.question} ${i.answer}`)).join('\n');

describe('the FAQ', () => {
  it('has the four categories of the help page', () => {
    expect(faqCategories(helpFacts()).map((c) => c.title)).toHaveLength(4);
  });

  it('states the numbers of the facts it is given, not copies of its own', () => {
    const text = answers();
    expect(text).toContain('$12.00 USD');
    expect(text).toContain('first 35 seconds');
    expect(text).toContain('3 free previews');
    expect(text).toContain('8 sample credits (13 when a friend invited you)');
    expect(text).toContain('$5.00 for 20 credits, $20.00 for 70 credits (most popular)');
    expect(text).toContain('layer 1: 30% of the purchase plus 4 credits');
    expect(text).toContain('On a $12.00 song that is $3.60, $1.20 and $0.60.');
    expect(text).not.toMatch(/\$10\.00|40 seconds|35%/);
  });

  it('follows a change in the facts', () => {
    expect(answers(helpFacts({ previewSeconds: 45, productName: 'Partyfy' }))).toMatch(/first 45 seconds[\s\S]*Partyfy|Partyfy[\s\S]*first 45 seconds/);
  });
});
