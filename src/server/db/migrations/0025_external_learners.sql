-- Reserved (issue 24); filled in by the work that owns it.
select 1;
