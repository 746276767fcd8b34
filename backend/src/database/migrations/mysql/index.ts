import { Initial1795332198314 } from './1795332198314-Initial';
import { AddMedia1795336961770 } from './1795336961770-AddMedia';

export const MYSQL_MIGRATIONS = [Initial1795332198314, AddMedia1795336961770];
