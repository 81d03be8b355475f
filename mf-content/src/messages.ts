/** The visible texts that this remote shows, word for word. */
export const MESSAGES = {
  reviewsError: 'Failed to load reviews. Please try again later.',
  reviewsEmpty: 'No reviews found. Please check back later.',
  reviewError: 'Error Loading Review',
  noImages: 'No images available',
  guidesError: 'Failed to load guides. Please try again later.',
  guidesEmpty: 'No guides found. Please check back later.',
  guideNotFoundTitle: 'Guide Not Found',
  guideNotFoundText: "The guide you're looking for doesn't exist or has been removed.",
  faqError: 'Failed to load FAQs. Please try again later.',
  newsletter: {
    invalidTitle: 'Invalid email',
    invalidText: 'Please enter a valid email address.',
    successTitle: 'Successfully subscribed!',
    successText: "You'll now receive our exclusive casino offers and updates.",
    failureTitle: 'Subscription failed',
    failureFallback: 'Please try again later.',
  },
  contact: {
    successTitle: 'Message Sent Successfully!',
    successText: "Thank you for contacting us. We'll get back to you within 24 hours.",
    failureTitle: 'Error Sending Message',
    failureFallback: 'There was a problem sending your message. Please try again.',
  },
} as const;
