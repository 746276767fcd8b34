import { Initial1795332198314 } from './1795332198314-Initial';

export const MYSQL_MIGRATIONS = [Initial1795332198314];
