<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BgammonGameController</name>
    <message numerus="yes">
        <location filename="../fibsgui/models/bgammon_game.py" line="+327"/>
        <source>You win the game: %n point(s)</source>
        <translation>
            <numerusform>You win the game: %n point</numerusform>
            <numerusform>You win the game: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{0} wins the game: %n point(s)</source>
        <translation>
            <numerusform>{0} wins the game: %n point</numerusform>
            <numerusform>{0} wins the game: %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/board/scene.py" line="+638"/>
        <location line="+29"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Confirm</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/confirm.py" line="+88"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the %n-point match against {0} ({1})</source>
        <translation>
            <numerusform>the %n-point match against {0} ({1})</numerusform>
            <numerusform>the %n-point match against {0} ({1})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamesTableModel</name>
    <message numerus="yes">
        <location filename="../fibsgui/models/games.py" line="+254"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/players.py" line="+82"/>
        <source> point(s)</source>
        <translation>
            <numerusform> point</numerusform>
            <numerusform> points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/library.py" line="+560"/>
        <location line="+2"/>
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+69"/>
        <source>%n match(es) deleted; Undo brings them back until this window closes.</source>
        <translation>
            <numerusform>%n match deleted; Undo brings it back until this window closes.</numerusform>
            <numerusform>%n matches deleted; Undo brings them back until this window closes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n match(es) going on now cannot be deleted.</source>
        <translation>
            <numerusform>%n match going on now cannot be deleted.</numerusform>
            <numerusform>%n matches going on now cannot be deleted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%n match(es) brought back.</source>
        <translation>
            <numerusform>%n match brought back.</numerusform>
            <numerusform>%n matches brought back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+108"/>
        <source>%n match(es) imported.</source>
        <translation>
            <numerusform>%n match imported.</numerusform>
            <numerusform>%n matches imported.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LookDialog</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/online.py" line="+257"/>
        <source>%n point match</source>
        <translation>
            <numerusform>%n-point match</numerusform>
            <numerusform>%n-point match</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/mainwindow.py" line="+998"/>
        <source>You invited {0} to a %n point match.</source>
        <translation>
            <numerusform>You invited {0} to a %n-point match.</numerusform>
            <numerusform>You invited {0} to a %n-point match.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>{0}{1} invites you to a %n point match.</source>
        <translation>
            <numerusform>{0}{1} invites you to a %n-point match.</numerusform>
            <numerusform>{0}{1} invites you to a %n-point match.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OfflineController</name>
    <message numerus="yes">
        <location filename="../fibsgui/models/offline.py" line="+668"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OnlineGameController</name>
    <message numerus="yes">
        <location filename="../fibsgui/models/online.py" line="+595"/>
        <source>You offer to resign (%n point(s))</source>
        <translation>
            <numerusform>You offer to resign (%n point)</numerusform>
            <numerusform>You offer to resign (%n points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0} offers to resign (%n point(s))</source>
        <translation>
            <numerusform>{0} offers to resign (%n point)</numerusform>
            <numerusform>{0} offers to resign (%n points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>You win the game: %n point(s)</source>
        <translation>
            <numerusform>You win the game: %n point</numerusform>
            <numerusform>You win the game: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0} wins the game: %n point(s)</source>
        <translation>
            <numerusform>{0} wins the game: %n point</numerusform>
            <numerusform>{0} wins the game: %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OnlineScreen</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/online.py" line="-51"/>
        <source>%n point match</source>
        <translation>
            <numerusform>%n-point match</numerusform>
            <numerusform>%n-point match</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PracticeScreen</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/practice.py" line="+244"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RatingWindow</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/library.py" line="+238"/>
        <source>Now {0:.2f} ({1} since {2}); %n match(es) recorded, {3} won.</source>
        <translation>
            <numerusform>Now {0:.2f} ({1} since {2}); %n match recorded, {3} won.</numerusform>
            <numerusform>Now {0:.2f} ({1} since {2}); %n matches recorded, {3} won.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/replay.py" line="+153"/>
        <source>%n point match</source>
        <translation>
            <numerusform>%n-point match</numerusform>
            <numerusform>%n-point match</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message numerus="yes">
        <location filename="../fibsgui/models/review.py" line="+40"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/review.py" line="+868"/>
        <source>stopped before the end of %n game(s): {0}</source>
        <translation>
            <numerusform>stopped before the end of %n game: {0}</numerusform>
            <numerusform>stopped before the end of %n games: {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>moves were added since in %n game(s): {0}</source>
        <translation>
            <numerusform>moves were added since in %n game: {0}</numerusform>
            <numerusform>moves were added since in %n games: {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n game(s) not analysed: {0}</source>
        <translation>
            <numerusform>%n game not analysed: {0}</numerusform>
            <numerusform>%n games not analysed: {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+115"/>
        <source>%n point match</source>
        <translation>
            <numerusform>%n-point match</numerusform>
            <numerusform>%n-point match</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServerConsole</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/console.py" line="+130"/>
        <source>A line of %n byte(s) from the server was too long and was dropped.</source>
        <translation>
            <numerusform>A line of %n byte from the server was too long and was dropped.</numerusform>
            <numerusform>A line of %n bytes from the server was too long and was dropped.</numerusform>
        </translation>
    </message>
</context>
</TS>
