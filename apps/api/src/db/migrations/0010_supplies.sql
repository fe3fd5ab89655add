-- supplies: placeholder until its tables land (issue 14).
SELECT 1;
