const { createRemoteWebpackConfigs } = require('@sweepscout/shared/federation-server');

const exposes = {
  './ReviewsPage': './src/reviews/ReviewsPage.tsx',
  './ReviewPage': './src/reviews/ReviewPage.tsx',
  './GuidesPage': './src/guides/GuidesPage.tsx',
  './GuidePage': './src/guides/GuidePage.tsx',
  // Presentational, record as props: the admin's live preview mounts them with unsaved drafts.
  './GuideArticle': './src/guides/GuideArticle.tsx',
  './ReviewArticle': './src/reviews/ReviewArticle.tsx',
  './ContactPage': './src/contact/ContactPage.tsx',
  './LegalPage': './src/legal/LegalPage.tsx',
  './LatestReviews': './src/home/LatestReviews.tsx',
  './GuidesSection': './src/home/GuidesSection.tsx',
  './Newsletter': './src/newsletter/Newsletter.tsx',
  './Faq': './src/faq/Faq.tsx',
  './StatesPage': './src/states/StatesPage.tsx',
  './StatePage': './src/states/StatePage.tsx',
  './AuthorPage': './src/authors/AuthorPage.tsx',
};

// The browser build, and beside it (dist/server/) the Node build the site server renders with.
module.exports = createRemoteWebpackConfigs({ name: 'content', dir: __dirname, exposes });
