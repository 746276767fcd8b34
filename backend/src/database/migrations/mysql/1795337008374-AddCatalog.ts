import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddCatalog1795337008374 implements MigrationInterface {
  name = 'AddCatalog1795337008374';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `category` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(255) NOT NULL, `description` text NULL, `isEnabled` tinyint NOT NULL DEFAULT 1, `schedule` text NULL, `isVisibleWhenUnavailable` tinyint NOT NULL DEFAULT 0, `position` int NOT NULL DEFAULT '0', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `imageId` int NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "CREATE TABLE `product_image` (`id` int NOT NULL AUTO_INCREMENT, `position` int NOT NULL DEFAULT '0', `productId` int NOT NULL, `imageId` int NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "CREATE TABLE `product` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(255) NOT NULL, `type` varchar(20) NOT NULL DEFAULT 'simple', `description` text NULL, `allergens` varchar(100) NOT NULL DEFAULT '', `price` int NOT NULL DEFAULT '0', `unit` varchar(32) NOT NULL DEFAULT 'piece', `tax` decimal(5,2) NOT NULL DEFAULT '10.00', `dineInTax` decimal(5,2) NOT NULL DEFAULT '10.00', `takeawayTax` decimal(5,2) NOT NULL DEFAULT '10.00', `calculationModel` varchar(20) NOT NULL DEFAULT 'fixed', `minimumQuantity` decimal(12,3) NOT NULL DEFAULT '1.000', `maximumQuantity` decimal(12,3) NULL, `quantityStepSize` decimal(12,3) NOT NULL DEFAULT '1.000', `defaultQuantity` decimal(12,3) NOT NULL DEFAULT '1.000', `defaultUnit` varchar(32) NOT NULL DEFAULT 'piece', `alternativeUnits` text NOT NULL, `isEnabled` tinyint NOT NULL DEFAULT 1, `schedule` text NULL, `isVisibleWhenUnavailable` tinyint NOT NULL DEFAULT 0, `isPriceHidden` tinyint NOT NULL DEFAULT 0, `isStepByStep` tinyint NOT NULL DEFAULT 0, `isLeadTimeEnabled` tinyint NOT NULL DEFAULT 0, `leadTimeType` varchar(10) NULL, `leadTimeValue` int NULL, `config` text NOT NULL, `position` int NOT NULL DEFAULT '0', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "CREATE TABLE `menu_category_product` (`id` int NOT NULL AUTO_INCREMENT, `productId` int NOT NULL, `position` int NOT NULL DEFAULT '0', `menuCategoryId` int NOT NULL, UNIQUE INDEX `IDX_5529376bcebcb13cccac3177e2` (`menuCategoryId`, `productId`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "CREATE TABLE `menu_category` (`id` int NOT NULL AUTO_INCREMENT, `categoryId` int NOT NULL, `position` int NOT NULL DEFAULT '0', `menuId` int NOT NULL, UNIQUE INDEX `IDX_74a239127eb14cfaeb165b558c` (`menuId`, `categoryId`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `menu` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(255) NOT NULL, `availableFrom` datetime NULL, `isEnabled` tinyint NOT NULL DEFAULT 1, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `product_tags` (`productId` int NOT NULL, `tagId` int NOT NULL, INDEX `IDX_d11be11255b8eeb5d761023e6b` (`productId`), INDEX `IDX_e6f035b2fbd8b506f33b15e59d` (`tagId`), PRIMARY KEY (`productId`, `tagId`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `menu_branches` (`menuId` int NOT NULL, `branchId` int NOT NULL, INDEX `IDX_7ba8939b7f521b2a3ff8acf8da` (`menuId`), INDEX `IDX_f0df18179b7a223461deca8514` (`branchId`), PRIMARY KEY (`menuId`, `branchId`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `category` ADD CONSTRAINT `FK_8a12e4cb68bc526f8d8e59efb12` FOREIGN KEY (`imageId`) REFERENCES `image`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `product_image` ADD CONSTRAINT `FK_40ca0cd115ef1ff35351bed8da2` FOREIGN KEY (`productId`) REFERENCES `product`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `product_image` ADD CONSTRAINT `FK_0f1034e692982516dc32f35e7f6` FOREIGN KEY (`imageId`) REFERENCES `image`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `menu_category_product` ADD CONSTRAINT `FK_57521ca097e49dc8f1720353c94` FOREIGN KEY (`menuCategoryId`) REFERENCES `menu_category`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `menu_category_product` ADD CONSTRAINT `FK_c211a2d2d5ca5a26be1cc0424bd` FOREIGN KEY (`productId`) REFERENCES `product`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `menu_category` ADD CONSTRAINT `FK_bd179ebbb8882847d51d3a514bc` FOREIGN KEY (`menuId`) REFERENCES `menu`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `menu_category` ADD CONSTRAINT `FK_bea7542fa5c27bb6fd6e454d015` FOREIGN KEY (`categoryId`) REFERENCES `category`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `product_tags` ADD CONSTRAINT `FK_d11be11255b8eeb5d761023e6bc` FOREIGN KEY (`productId`) REFERENCES `product`(`id`) ON DELETE CASCADE ON UPDATE CASCADE',
    );
    await queryRunner.query(
      'ALTER TABLE `product_tags` ADD CONSTRAINT `FK_e6f035b2fbd8b506f33b15e59d9` FOREIGN KEY (`tagId`) REFERENCES `tag`(`id`) ON DELETE CASCADE ON UPDATE CASCADE',
    );
    await queryRunner.query(
      'ALTER TABLE `menu_branches` ADD CONSTRAINT `FK_7ba8939b7f521b2a3ff8acf8da8` FOREIGN KEY (`menuId`) REFERENCES `menu`(`id`) ON DELETE CASCADE ON UPDATE CASCADE',
    );
    await queryRunner.query(
      'ALTER TABLE `menu_branches` ADD CONSTRAINT `FK_f0df18179b7a223461deca8514c` FOREIGN KEY (`branchId`) REFERENCES `branch`(`id`) ON DELETE CASCADE ON UPDATE CASCADE',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `menu_branches` DROP FOREIGN KEY `FK_f0df18179b7a223461deca8514c`',
    );
    await queryRunner.query(
      'ALTER TABLE `menu_branches` DROP FOREIGN KEY `FK_7ba8939b7f521b2a3ff8acf8da8`',
    );
    await queryRunner.query(
      'ALTER TABLE `product_tags` DROP FOREIGN KEY `FK_e6f035b2fbd8b506f33b15e59d9`',
    );
    await queryRunner.query(
      'ALTER TABLE `product_tags` DROP FOREIGN KEY `FK_d11be11255b8eeb5d761023e6bc`',
    );
    await queryRunner.query(
      'ALTER TABLE `menu_category` DROP FOREIGN KEY `FK_bea7542fa5c27bb6fd6e454d015`',
    );
    await queryRunner.query(
      'ALTER TABLE `menu_category` DROP FOREIGN KEY `FK_bd179ebbb8882847d51d3a514bc`',
    );
    await queryRunner.query(
      'ALTER TABLE `menu_category_product` DROP FOREIGN KEY `FK_c211a2d2d5ca5a26be1cc0424bd`',
    );
    await queryRunner.query(
      'ALTER TABLE `menu_category_product` DROP FOREIGN KEY `FK_57521ca097e49dc8f1720353c94`',
    );
    await queryRunner.query(
      'ALTER TABLE `product_image` DROP FOREIGN KEY `FK_0f1034e692982516dc32f35e7f6`',
    );
    await queryRunner.query(
      'ALTER TABLE `product_image` DROP FOREIGN KEY `FK_40ca0cd115ef1ff35351bed8da2`',
    );
    await queryRunner.query(
      'ALTER TABLE `category` DROP FOREIGN KEY `FK_8a12e4cb68bc526f8d8e59efb12`',
    );
    await queryRunner.query('DROP INDEX `IDX_f0df18179b7a223461deca8514` ON `menu_branches`');
    await queryRunner.query('DROP INDEX `IDX_7ba8939b7f521b2a3ff8acf8da` ON `menu_branches`');
    await queryRunner.query('DROP TABLE `menu_branches`');
    await queryRunner.query('DROP INDEX `IDX_e6f035b2fbd8b506f33b15e59d` ON `product_tags`');
    await queryRunner.query('DROP INDEX `IDX_d11be11255b8eeb5d761023e6b` ON `product_tags`');
    await queryRunner.query('DROP TABLE `product_tags`');
    await queryRunner.query('DROP TABLE `menu`');
    await queryRunner.query('DROP INDEX `IDX_74a239127eb14cfaeb165b558c` ON `menu_category`');
    await queryRunner.query('DROP TABLE `menu_category`');
    await queryRunner.query(
      'DROP INDEX `IDX_5529376bcebcb13cccac3177e2` ON `menu_category_product`',
    );
    await queryRunner.query('DROP TABLE `menu_category_product`');
    await queryRunner.query('DROP TABLE `product`');
    await queryRunner.query('DROP TABLE `product_image`');
    await queryRunner.query('DROP TABLE `category`');
  }
}
