-- The player chose "no bonus" on the deposit form (`bonus_code: null`): an offer they claimed on a
-- promotion page waits for a later deposit instead of being granted by this one. A request without
-- `bonus_code` (an older wallet) leaves it false: any credited deposit grants a waiting claim.
ALTER TABLE deposits ADD COLUMN bonus_declined boolean NOT NULL DEFAULT false CHECK (NOT bonus_declined OR bonus_code IS NULL);
