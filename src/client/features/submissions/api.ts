/** The /submit page's calls: the five submission POSTs (the photo upload lives in components/ui/PhotoUpload). */

export const SUBMIT_URLS = {
  content: '/api/submissions',
  photo: '/api/photos/submit',
  artist: '/api/artist-writeups',
  sports: '/api/sports',
  contributor: '/api/contributors',
  spotlight: '/api/spotlights',
} as const;
