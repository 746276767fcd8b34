import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import * as argon2 from 'argon2';
import { Repository } from 'typeorm';
import { Actor } from '../../common/auth/actor';
import { User } from './entities/user.entity';

export type AccountProblem = 'disabled' | 'locked' | 'expired' | null;

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly repo: Repository<User>) {}

  static hashPassword(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  /** Looks a user up by username or e-mail, with the password hash for the check. */
  async findForLogin(username: string): Promise<User | null> {
    const login = username.trim().toLowerCase();
    return this.repo
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .leftJoinAndSelect('user.branches', 'branch')
      .where('LOWER(user.username) = :login OR LOWER(user.email) = :login', { login })
      .getOne();
  }

  async verifyPassword(user: User, password: string): Promise<boolean> {
    if (!user.passwordHash) return false;
    return argon2.verify(user.passwordHash, password).catch(() => false);
  }

  async findWithBranches(id: number): Promise<User | null> {
    return this.repo.findOne({ where: { id }, relations: { branches: true } });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.repo
      .createQueryBuilder('user')
      .where('LOWER(user.email) = :email', { email: email.trim().toLowerCase() })
      .getOne();
  }

  accountProblem(user: User, now = new Date()): AccountProblem {
    if (!user.isEnabled) return 'disabled';
    if (user.isLocked) return 'locked';
    if (user.expiresAt && new Date(user.expiresAt).getTime() <= now.getTime()) return 'expired';
    return null;
  }

  toActor(user: User): Actor {
    const admin = user.roles.includes('ROLE_ADMIN');
    return {
      id: user.id,
      username: user.username,
      roles: user.roles,
      branchIds: admin ? 'all' : (user.branches ?? []).map((branch) => branch.id),
      via: 'session',
    };
  }

  async touchLogin(user: User): Promise<void> {
    await this.repo.update(user.id, { lastLoginAt: new Date() });
  }
}

/** The user as the API shows it: branches as ids and names, never the hash. */
export function presentUser(user: User) {
  const { passwordHash: _hash, ...rest } = user;
  return {
    ...rest,
    branches: (user.branches ?? []).map((branch) => ({
      id: branch.id,
      name: branch.name,
      identifier: branch.identifier,
    })),
    displayName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
  };
}
