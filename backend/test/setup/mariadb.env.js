// The API suite on the production stack: MariaDB (a fresh database per test file) + Redis.
process.env.TEST_DATABASE = 'mariadb';
process.env.TEST_MARIADB_URL = process.env.TEST_MARIADB_URL || 'mysql://root@127.0.0.1:3306';
process.env.TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
