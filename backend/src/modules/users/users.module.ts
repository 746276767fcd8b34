import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { crudProvider } from '../../common/crud/crud.controller';
import { User } from './entities/user.entity';
import { UsersController, userCrud } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [UsersController],
  providers: [UsersService, crudProvider(userCrud)],
  exports: [UsersService],
})
export class UsersModule {}
