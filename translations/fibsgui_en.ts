<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BgammonGameController</name>
    <message numerus="yes">
        <location filename="../fibsgui/models/bgammon_game.py" line="+320"/>
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
        <location filename="../fibsgui/ui/board/scene.py" line="+612"/>
        <location line="+29"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
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
        <location filename="../fibsgui/ui/players.py" line="+80"/>
        <source> point(s)</source>
        <translation>
            <numerusform> point</numerusform>
            <numerusform> points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LookDialog</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/online.py" line="+238"/>
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
        <location filename="../fibsgui/ui/mainwindow.py" line="+910"/>
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
        <location filename="../fibsgui/models/offline.py" line="+608"/>
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
        <location filename="../fibsgui/models/online.py" line="+514"/>
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
        <location filename="../fibsgui/ui/online.py" line="-49"/>
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
        <location filename="../fibsgui/ui/practice.py" line="+227"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/replay.py" line="+415"/>
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
