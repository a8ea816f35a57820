-- The language the player reads us in, for what we send when they are not on the page: mail
-- about their account (a support reset, a recovery code used, a password reset someone asked
-- for). Set at sign-up from the page's language and changed when they pick another one.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'pt-BR' CHECK (language IN ('pt-BR', 'en', 'tr'));
