/** Legal page content (edited later in the admin content screen). */
export interface SeedPage {
  page: string;
  title: string;
  metaDescription: string;
  content: string;
}

/** A fixed date so that the pages do not claim to change on every start. */
export const LEGAL_LAST_UPDATED = '2026-11-01T00:00:00.000Z';

export const SEED_PAGES: SeedPage[] = [
  {
    page: 'terms-of-service',
    title: 'Terms of Service',
    metaDescription:
      'The terms that apply when you use SweepScout, the independent comparison and review site for US sweepstakes casinos: eligibility, content, links and changes.',
    content: `<h2>1. Acceptance of these terms</h2>
<p>By using SweepScout (the "Site") you agree to these Terms of Service. If you do not agree, please do not use the Site.</p>
<h2>2. Eligibility</h2>
<p>The Site is intended for residents of the United States aged 18 or over. Some casinos we list require players to be 21 or over or are not available in certain states; it is your responsibility to check the rules that apply to you.</p>
<h2>3. What we provide</h2>
<p>SweepScout publishes comparisons, reviews, guides and free demo games about sweepstakes (social) casinos. We are not a gambling operator, we do not accept wagers, and our demo games use virtual credits that have no real-world value.</p>
<h2>4. Third-party sites</h2>
<p>Links to casinos take you to websites we do not control. Their own terms, privacy policies and eligibility rules apply. We may receive compensation when you visit or register with a casino through our links; this never affects our ratings.</p>
<h2>5. Accuracy of information</h2>
<p>We check offers and details regularly, but bonuses, games and terms change. Always confirm the current terms on the casino's website before you play.</p>
<h2>6. Acceptable use</h2>
<ul><li>Do not misuse the Site, attempt to access it by automated means at a harmful rate, or interfere with its operation.</li><li>Do not submit unlawful, misleading or abusive content through our forms.</li></ul>
<h2>7. Intellectual property</h2>
<p>The Site's text, design and artwork belong to SweepScout or its licensors. Casino names and logos belong to their owners.</p>
<h2>8. Limitation of liability</h2>
<p>The Site is provided "as is". To the extent permitted by law, SweepScout is not liable for losses arising from your use of the Site or of any casino you visit from it.</p>
<h2>9. Changes to these terms</h2>
<p>We may update these terms. We will give at least 30 days notice of material changes by posting the new terms on this page with a new "Last Updated" date before they take effect. Continued use of the Site after that date means you accept the changes.</p>
<h2>10. Contact</h2>
<p>Questions about these terms can be sent through our <a href="/contact">contact page</a>.</p>`,
  },
  {
    page: 'privacy-policy',
    title: 'Privacy Policy',
    metaDescription:
      'How SweepScout collects and uses data: first-party analytics with your consent choice, newsletter and contact messages, cookies, retention and your rights.',
    content: `<h2>1. Who we are</h2>
<p>SweepScout is an independent comparison and review site for US sweepstakes casinos. This policy explains what information we collect and how we use it.</p>
<h2>2. Information you give us</h2>
<ul><li><strong>Newsletter:</strong> your email address, used only to send our newsletter. Every email has an unsubscribe link.</li><li><strong>Contact form:</strong> your name, email address, category, subject and message, used to answer you and kept for up to 24 months.</li></ul>
<h2>3. Analytics</h2>
<p>We use first-party analytics hosted on our own servers to understand which pages and features are used: page views, clicks on casino links and interactions with demo games and glossary tooltips. These events are not shared with advertising networks and are not used to build advertising profiles.</p>
<h2>4. Your consent choice</h2>
<p>When you first visit, you can accept or decline analytics. If you decline, we record only the minimum needed to run the Site, and no third-party tag manager is loaded. You can change your choice at any time from the footer; your choice is stored in your browser.</p>
<h2>5. Outbound links</h2>
<p>When you follow a link to a casino, we record the casino, the page and the placement of the link so that we can report referrals to our partners. We do not pass your personal information to the casino.</p>
<h2>6. Cookies and local storage</h2>
<p>We store your theme preference, your analytics consent choice and which glossary tips you have already seen in your browser's local storage. We do not use advertising cookies.</p>
<h2>7. Retention and security</h2>
<p>We keep data only as long as needed for the purposes above and protect it with access controls and encrypted connections.</p>
<h2>8. Your rights</h2>
<p>You may ask to access, correct or delete the information we hold about you by writing to us through the <a href="/contact">contact page</a>. Residents of some states, such as California, have additional rights under state law, which we honour.</p>
<h2>9. Children</h2>
<p>The Site is not directed at anyone under 18 and we do not knowingly collect their information.</p>
<h2>10. Changes</h2>
<p>We will post any changes to this policy on this page with a new "Last Updated" date.</p>`,
  },
  {
    page: 'disclaimer',
    title: 'Disclaimer',
    metaDescription:
      'SweepScout is not a gambling operator. Read about our independence, affiliate compensation, demo games with no real-world value and problem gambling help.',
    content: `<h2>Not a gambling operator</h2>
<p>SweepScout is an information service. We do not operate any casino, accept any wager or pay any prize. Our free demo games use virtual credits with no real-world value and cannot be exchanged for money or prizes.</p>
<h2>Independent reviews and compensation</h2>
<p>Our comparisons and reviews are written independently. We may receive compensation from casino partners when visitors click through or register, but partners cannot buy a rating or a review.</p>
<h2>Age and location</h2>
<p>You must be 18 or over (21 at some casinos) to play at sweepstakes casinos, and availability varies by state. Check each casino's terms before you register.</p>
<h2>Accuracy</h2>
<p>Offers and terms change frequently. While we update our content regularly, we cannot guarantee that every detail is current; the casino's own terms always prevail.</p>
<h2>Play responsibly</h2>
<p>Sweepstakes games are entertainment. Set limits on time and spending, never chase losses and take breaks. If gambling is causing problems for you or someone you know, help is free and confidential:</p>
<ul>
<li><strong>National Problem Gambling Helpline</strong>: call or text <a href="tel:18005224700">1-800-522-4700</a>, 24 hours a day, 7 days a week.</li>
<li><strong>1-800-GAMBLER</strong>: call <a href="tel:18004262537">1-800-426-2537</a> (it spells 1-800-GAMBLER), a free and confidential helpline, 24 hours a day.</li>
<li><strong>National Council on Problem Gambling</strong>: <a href="https://www.ncpgambling.org" target="_blank">ncpgambling.org</a>, with chat support and a directory of local resources.</li>
<li><strong>Gamblers Anonymous</strong>: <a href="https://www.gamblersanonymous.org" target="_blank">gamblersanonymous.org</a>, meetings across the United States.</li>
<li><strong>SAMHSA National Helpline</strong>: <a href="tel:18006624357">1-800-662-4357</a>, free referrals for mental health and substance use support.</li>
</ul>`,
  },
];
