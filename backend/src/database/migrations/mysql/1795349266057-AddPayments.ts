import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddPayments1795349266057 implements MigrationInterface {
  name = 'AddPayments1795349266057';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `payment` (`id` int NOT NULL AUTO_INCREMENT, `orderId` int NOT NULL, `method` varchar(20) NOT NULL, `providerRef` varchar(100) NULL, `returnToken` varchar(64) NOT NULL, `state` varchar(20) NOT NULL DEFAULT 'open', `amountCents` int NOT NULL, `currency` varchar(3) NOT NULL, `successPath` varchar(500) NOT NULL, `failurePath` varchar(500) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `IDX_payment_order` (`orderId`), INDEX `IDX_payment_provider_ref` (`method`, `providerRef`), UNIQUE INDEX `IDX_197ad3677a99a5c2ddc856bf57` (`returnToken`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_197ad3677a99a5c2ddc856bf57` ON `payment`');
    await queryRunner.query('DROP INDEX `IDX_payment_provider_ref` ON `payment`');
    await queryRunner.query('DROP INDEX `IDX_payment_order` ON `payment`');
    await queryRunner.query('DROP TABLE `payment`');
  }
}
