-- Every subscription now has a city, and each edition goes only to its own city's subscribers.
-- Sign-ups before this recorded none and received every city's edition; they keep one edition, that of
-- the default city, Rochester (the city the site shows before a reader picks one). They can choose
-- another city from the manage link at the bottom of every newsletter.
UPDATE "newsletters" SET "city" = 'rochester' WHERE "city" IS NULL;
