-- Reserved: replaced by its helper.
SELECT 1;
