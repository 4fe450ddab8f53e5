# Loaded into BaldLies by the peer tests (perl -MFibsguiHooks); BaldLies itself is unchanged.
#
# SIGPIPE is ignored: BaldLies' master process dies of it when it writes to a session that has
# just ended (seen with accounts made together: "Lost connection to master" in its log, and the
# whole server gone); ignored, the write fails and the master goes on.
#
# The dice it rolls come from a file, so that a test knows them in advance and can choose some.
#
# BaldLies rolls a die as "1 + int rand 6". With FIBSGUI_DICE naming a file, rand(6) takes the
# next die from that file: its first line is the number of dice used so far, each further line
# one die (1-6). Every process of the server shares the file under a lock, so the dice go out in
# the order the server rolls them. When the file has no die left, or for any other rand (password
# salts, secrets), Perl's own rand answers.
package FibsguiHooks;

use strict;
use warnings;
use Fcntl qw(:flock SEEK_SET);

sub _next_die {
    my $file = $ENV{FIBSGUI_DICE};
    return unless defined $file && length $file;
    open my $fh, '+<', $file or return;
    flock $fh, LOCK_EX or return;
    my @lines = <$fh>;
    chomp @lines;
    my $used = @lines ? $lines[0] : 0;
    $used = 0 unless defined $used && $used =~ /^\d+$/;
    my $die = $lines[1 + $used];
    unless (defined $die && $die =~ /^[1-6]$/) {
        close $fh;
        return;
    }
    $lines[0] = $used + 1;
    seek $fh, 0, SEEK_SET;
    truncate $fh, 0;
    print $fh join("\n", @lines), "\n";
    close $fh;
    return $die;
}

BEGIN {
    $SIG{PIPE} = 'IGNORE';
    *CORE::GLOBAL::rand = sub (;$) {
        my $limit = @_ ? $_[0] : 1;
        if (defined $limit && $limit == 6) {
            my $die = _next_die();
            return $die - 0.5 if defined $die;
        }
        return CORE::rand($limit);
    };
}

1;
