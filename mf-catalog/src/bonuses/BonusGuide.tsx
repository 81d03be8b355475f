import styled from 'styled-components';
import { theme } from '@sweepscout/kit';

const Guide = styled.section`
  margin: ${theme.space(12)} 0;
  padding: ${theme.space(8)};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  h2 {
    margin: 0 0 ${theme.space(4)};
  }
  h3 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
  @media (max-width: 639px) {
    padding: ${theme.space(5)};
  }
`;

const Items = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  margin-top: ${theme.space(6)};
  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const TYPES: { title: string; text: string }[] = [
  {
    title: 'Welcome Bonus',
    text: 'A package of Gold Coins and Sweep Coins you receive when you create an account. It is the easiest way to try a casino: no payment is needed to claim it.',
  },
  {
    title: 'No Purchase Bonus',
    text: 'Sweepstakes casinos must always offer a free way to play. No-purchase bonuses give you Sweep Coins without buying anything, for example on sign-up, by mail-in request or through social media giveaways.',
  },
  {
    title: 'First Purchase Bonus',
    text: 'Extra coins added to your first Gold Coin package, often a large percentage on top. Only buy a package if you want one: Sweep Coins are always a free bonus, never sold.',
  },
  {
    title: 'Daily Login Bonus',
    text: 'Free coins credited every day you log in, sometimes growing over a streak of consecutive days. Small daily amounts add up over a month of play.',
  },
  {
    title: 'VIP Program',
    text: 'A loyalty scheme for regular players. Higher tiers can bring bigger daily bonuses, faster redemptions, a personal host and exclusive promotions.',
  },
  {
    title: 'Before You Claim',
    text: 'Check the wagering requirement: Sweep Coins usually have to be played through once or more before they can be redeemed. Redemptions need account verification with a valid ID and proof of address.',
  },
];

/** The educational text on bonus types of the /bonuses page. */
export function BonusGuide() {
  return (
    <Guide aria-labelledby="bonus-guide-title">
      <h2 id="bonus-guide-title">Understanding Sweepstakes Casino Bonuses</h2>
      <p>
        Sweepstakes casinos use two currencies: Gold Coins, played for fun with no cash value, and
        Sweep Coins, which can be redeemed for prizes. Bonuses hand out one or both. Here is what
        each type of bonus means for you. You must be 18 or older (21 in some casinos) to play;
        please play responsibly.
      </p>
      <Items>
        {TYPES.map((type) => (
          <div key={type.title}>
            <h3>{type.title}</h3>
            <p>{type.text}</p>
          </div>
        ))}
      </Items>
    </Guide>
  );
}
