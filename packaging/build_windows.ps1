<#
Builds fibsgui for Windows:
  dist\fibsgui\                                 one-folder bundle (PyInstaller, packaging\fibsgui.spec)
  dist\fibsgui-<version>-windows-x64-setup.exe  installer (Inno Setup 6, packaging\windows\fibsgui.iss)
  dist\fibsgui-<version>-windows-x64-portable.zip the bundle with fibsgui-portable.cmd, which keeps
                                                settings, history and logs in a "data" folder beside
                                                the exe (FIBSGUI_HOME)
and starts the bundle once with --self-test, checking its report.

The bundle is made in a virtual environment of its own (build\packaging-venv) holding only fibsgui,
installed from a clean copy of this tree, and its dependencies.

Usage:  powershell -ExecutionPolicy Bypass -File packaging\build_windows.ps1 [-NoInstaller] [-NoSmokeTest]
        $env:PYTHON names the Python to build with (default: py -3.11, else python);
        $env:ISCC the Inno Setup compiler (default: ISCC.exe on PATH or in Program Files).
Signing, when the secrets are set (else skipped, said in one line of the log):
        $env:FIBSGUI_SIGN_PFX           a code-signing certificate (.pfx file)
        $env:FIBSGUI_SIGN_PASSWORD      its password
        $env:FIBSGUI_SIGN_TIMESTAMP     time-stamp server (default http://timestamp.digicert.com)
The exe, the installer and its uninstaller are signed and their signatures verified (a failure
stops the build).
#>
param(
    [switch]$NoInstaller,
    [switch]$NoSmokeTest
)
$ErrorActionPreference = "Stop"
Set-StrictMode -Version Latest

$Root = (Resolve-Path (Join-Path $PSScriptRoot "..")).Path
Set-Location $Root
$Venv = "build\packaging-venv"
$Stage = "build\packaging-src"
$VenvPython = Join-Path $Venv "Scripts\python.exe"

function Step($text) { Write-Host "`n== $text" }
function Run {
    # Runs a program with the remaining arguments; a non-zero exit status stops the build.
    $exe, $rest = $args
    & $exe @rest
    if ($LASTEXITCODE -ne 0) { throw "$exe $($rest -join ' ') failed ($LASTEXITCODE)" }
}

Step "source copy in $Stage"
# Files git tracks plus new ones it does not ignore: stale build products cannot reach the wheel.
if (Test-Path $Stage) { Remove-Item -Recurse -Force $Stage }
New-Item -ItemType Directory -Force $Stage | Out-Null
$files = & git -C $Root -c core.quotepath=off ls-files --cached --others --exclude-standard
if ($LASTEXITCODE -ne 0) { throw "git ls-files failed" }
foreach ($file in $files) {
    if (-not (Test-Path -LiteralPath $file -PathType Leaf)) { continue }
    $target = Join-Path $Stage $file
    New-Item -ItemType Directory -Force (Split-Path $target) | Out-Null
    Copy-Item -LiteralPath $file -Destination $target
}

Step "virtual environment $Venv"
if (-not (Test-Path $VenvPython)) {
    if ($env:PYTHON) { Run $env:PYTHON -m venv $Venv }
    elseif (Get-Command py -ErrorAction SilentlyContinue) { Run py -3.11 -m venv $Venv }
    else { Run python -m venv $Venv }
}
# Pinned versions (packaging\constraints.txt), as on Linux and macOS; Python's hashes fixed.
$env:PYTHONHASHSEED = "0"
$Constraints = "packaging\constraints.txt"
Run $VenvPython -m pip install --quiet -c $Constraints pip
Run $VenvPython -m pip install --quiet -c $Constraints pyinstaller pyinstaller-hooks-contrib
Run $VenvPython -m pip uninstall --quiet --yes fibsgui
Run $VenvPython -m pip install --quiet -c $Constraints ".\$Stage"
$Version = (& $VenvPython -I -c "from importlib.metadata import version; print(version('fibsgui'))").Trim()
Write-Host "fibsgui $Version"
# Windows versions are four numbers: 0.2.0b1 -> 0.2.0.0 (the text keeps the pre-release).
if ($Version -notmatch '^(\d+)(?:\.(\d+))?(?:\.(\d+))?') { throw "not a version: $Version" }
$VersionNumbers = "{0}.{1}.{2}.0" -f [int]$Matches[1], [int]("0" + $Matches[2]), [int]("0" + $Matches[3])

$Signing = [bool]($env:FIBSGUI_SIGN_PFX -and $env:FIBSGUI_SIGN_PASSWORD)
$Timestamp = if ($env:FIBSGUI_SIGN_TIMESTAMP) { $env:FIBSGUI_SIGN_TIMESTAMP } else { "http://timestamp.digicert.com" }
function SignTool {
    $found = Get-Command signtool.exe -ErrorAction SilentlyContinue
    if ($found) { return $found.Source }
    $kit = Get-ChildItem "${env:ProgramFiles(x86)}\Windows Kits\10\bin\*\x64\signtool.exe" -ErrorAction SilentlyContinue |
        Sort-Object FullName | Select-Object -Last 1
    if (-not $kit) { throw "signtool.exe not found (Windows SDK)" }
    return $kit.FullName
}
function Sign($path) {
    $tool = SignTool
    Run $tool sign /f $env:FIBSGUI_SIGN_PFX /p $env:FIBSGUI_SIGN_PASSWORD /fd sha256 /tr $Timestamp /td sha256 $path
    Run $tool verify /pa $path
    Write-Host "signature: valid ($path)"
}
if (-not $Signing) { Write-Host "signing: skipped (FIBSGUI_SIGN_PFX and FIBSGUI_SIGN_PASSWORD not set)" }

Step "PyInstaller bundle dist\fibsgui"
Run (Join-Path $Venv "Scripts\pyinstaller.exe") --noconfirm --log-level WARN `
    --distpath dist --workpath build\pyinstaller packaging\fibsgui.spec
$size = (Get-ChildItem -Recurse -File dist\fibsgui | Measure-Object -Sum Length).Sum
Write-Host ("bundle size: {0:N0} MB" -f ($size / 1MB))

# The version resource the spec wrote (Explorer's Details): it must say this version.
$info = (Get-Item "dist\fibsgui\fibsgui.exe").VersionInfo
if ($info.ProductVersion -ne $Version -or $info.FileVersion -ne $Version) {
    throw "fibsgui.exe says version '$($info.ProductVersion)' / '$($info.FileVersion)', not $Version"
}
Write-Host "version resource: $($info.ProductName) $($info.ProductVersion) ($($info.FileMajorPart).$($info.FileMinorPart).$($info.FileBuildPart).$($info.FilePrivatePart))"
Copy-Item LICENSE dist\fibsgui\LICENSE.txt
if ($Signing) { Sign "dist\fibsgui\fibsgui.exe" }

if (-not $NoSmokeTest) {
    Step "self-test"
    # A windowed program has no console: the report is read from the file written beside the picture.
    $shot = Join-Path $Root "build\smoke\fibsgui-self-test.png"
    $report = [IO.Path]::ChangeExtension($shot, ".txt")
    New-Item -ItemType Directory -Force (Split-Path $shot) | Out-Null
    Remove-Item -Force -ErrorAction SilentlyContinue $shot, $report
    $env:QT_QPA_PLATFORM = "offscreen"
    $proc = Start-Process -FilePath "dist\fibsgui\fibsgui.exe" -ArgumentList "--self-test", "`"$shot`"" `
        -Wait -PassThru -NoNewWindow
    Remove-Item Env:\QT_QPA_PLATFORM
    if (Test-Path $report) { Get-Content $report | Write-Host }
    if ($proc.ExitCode -ne 0) { throw "self-test failed (exit status $($proc.ExitCode))" }
    $text = Get-Content -Raw $report
    foreach ($line in "(?m)^result: ok", "(?m)^window: ok", "(?m)^modules: ok", "(?m)^engine: ok") {
        if ($text -notmatch $line) { throw "self-test report lacks '$line'" }
    }
    if (-not (Test-Path $shot)) { throw "self-test made no screenshot" }
    Write-Host "self-test passed; screenshot: $shot"
}

if (-not $NoInstaller) {
    Step "installer"
    $iscc = $env:ISCC
    if (-not $iscc) {
        $onPath = Get-Command ISCC.exe -ErrorAction SilentlyContinue
        if ($onPath) { $iscc = $onPath.Source }
        else {
            foreach ($dir in "${env:ProgramFiles(x86)}\Inno Setup 6", "$env:ProgramFiles\Inno Setup 6",
                             "$env:LOCALAPPDATA\Programs\Inno Setup 6") {
                if (Test-Path "$dir\ISCC.exe") { $iscc = "$dir\ISCC.exe"; break }
            }
        }
    }
    if (-not $iscc) { throw "Inno Setup 6 (ISCC.exe) not found: install it or set `$env:ISCC" }
    $isccArgs = @("/Qp", "/DAppVersion=$Version", "/DAppVersionNumbers=$VersionNumbers")
    if ($Signing) {
        $tool = SignTool
        $isccArgs += @("/DSign=1", "/Ssigntool=`"$tool`" sign /f `"$env:FIBSGUI_SIGN_PFX`" /p `"$env:FIBSGUI_SIGN_PASSWORD`" /fd sha256 /tr $Timestamp /td sha256 `$f")
    }
    Run $iscc @isccArgs packaging\windows\fibsgui.iss
    if ($Signing) {
        Run (SignTool) verify /pa "dist\fibsgui-$Version-windows-x64-setup.exe"
        Write-Host "signature: valid (installer)"
    }
    Get-ChildItem "dist\fibsgui-$Version-windows-x64-setup.exe" | ForEach-Object {
        Write-Host ("installer: {0} ({1:N0} MB)" -f $_.FullName, ($_.Length / 1MB))
    }
}

Step "portable zip"
# The bundle as it is, with a launcher that keeps everything in .\data beside the exe.
$Portable = "build\portable\fibsgui"
if (Test-Path "build\portable") { Remove-Item -Recurse -Force "build\portable" }
New-Item -ItemType Directory -Force $Portable | Out-Null
Copy-Item -Recurse "dist\fibsgui\*" $Portable
Copy-Item packaging\windows\fibsgui-portable.cmd $Portable
$zip = "dist\fibsgui-$Version-windows-x64-portable.zip"
if (Test-Path $zip) { Remove-Item -Force $zip }
Compress-Archive -Path $Portable -DestinationPath $zip
Write-Host ("portable: {0} ({1:N0} MB)" -f $zip, ((Get-Item $zip).Length / 1MB))
