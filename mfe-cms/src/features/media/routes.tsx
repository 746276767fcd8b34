import { MediaLibraryPage } from './components/MediaLibraryPage';

/** The media feature's sections in the cms remote (#/cms/<key>); App.tsx includes them. */
export const MEDIA_SECTIONS = [
  { key: 'media', label: 'Mediathek', children: <MediaLibraryPage /> },
];
