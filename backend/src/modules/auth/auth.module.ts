import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { UsersModule } from '../users';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { LocalStrategy } from './local.strategy';
import { LoginLinkService } from './login-link.service';
import { LoginThrottleService } from './login-throttle.service';

@Module({
  imports: [PassportModule, UsersModule],
  controllers: [AuthController],
  providers: [AuthGuard, LocalStrategy, LoginThrottleService, LoginLinkService],
  exports: [AuthGuard, LoginThrottleService],
})
export class AuthModule {}
