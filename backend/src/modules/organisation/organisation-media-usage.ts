import { MediaUsageRegistry, sqlUsageSource } from '../media';

/** Branches show library pictures in their gallery and as their logo ("used by", issue 17). */
export function registerOrganisationMediaUsage(usages: MediaUsageRegistry): void {
  usages.register(
    sqlUsageSource(
      'branch',
      'Filiale',
      'SELECT bi.imageId AS imageId, b.id AS id, b.name AS name FROM branch_images bi JOIN branch b ON b.id = bi.branchId UNION SELECT b.logoId AS imageId, b.id AS id, b.name AS name FROM branch b WHERE b.logoId IS NOT NULL',
    ),
  );
}
