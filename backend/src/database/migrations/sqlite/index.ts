import { Initial1795332198314 } from './1795332198314-Initial';

export const SQLITE_MIGRATIONS = [Initial1795332198314];
